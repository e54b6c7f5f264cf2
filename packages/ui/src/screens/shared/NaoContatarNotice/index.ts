export {
  NaoContatarNotice,
  type NaoContatarNote,
  type NaoContatarNoticeProps,
} from './NaoContatarNotice';
export { NaoContatarMark } from './NaoContatarMark';
