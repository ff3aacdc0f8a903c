import { ProfileScreen } from './ProfileScreen';

/** Route dwxxwh (/zhgl/dwxxwh): maintain the employer profile. */
export default function MaintainProfileScreen() {
  return <ProfileScreen mode="maintain" />;
}
