import { SNIFF_BYTE_COUNT } from './sniffImage';

/** The first bytes of a file. FileReader rather than Blob#arrayBuffer, which older WebViews lack. */
export function readHeadBytes(file: Blob, count = SNIFF_BYTE_COUNT): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('读取文件失败'));
    };
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}
