import { ProfileScreen } from './ProfileScreen';

/** Route dwxxws (/zhgl/dwxxws): where a new employer completes what registration did not ask. */
export default function CompleteProfileScreen() {
  return <ProfileScreen mode="complete" />;
}
