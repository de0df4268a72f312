import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the avatar editor (route cut, doc 1 §2 and §4, doc 3 §2). */
const zh = {
  choose: '选择图片',
  chooseAgain: '重新选择',
  formats: '支持 gif、jpeg、jpg、png、svg 格式的图片',
  badType: '只能选择 gif、jpeg、jpg、png、svg 格式的图片',
  unreadable: '无法读取这张图片，请换一张',
  hint: '拖动移动，双指缩放或旋转',
  rotateLeft: '向左旋转90°',
  rotateRight: '向右旋转90°',
  zoom: '缩放',
  cancel: '取消',
  accept: '确定',
  saving: '保存中…',
  saved: '修改成功',
  failed: '头像保存失败，请重试',
};

const en: typeof zh = {
  choose: 'Choose a picture',
  chooseAgain: 'Choose another',
  formats: 'gif, jpeg, jpg, png or svg pictures',
  badType: 'Please choose a gif, jpeg, jpg, png or svg picture',
  unreadable: 'This picture cannot be read, please choose another',
  hint: 'Drag to move, pinch to zoom or turn',
  rotateLeft: 'Rotate left 90°',
  rotateRight: 'Rotate right 90°',
  zoom: 'Zoom',
  cancel: 'Cancel',
  accept: 'OK',
  saving: 'Saving…',
  saved: 'Modification success',
  failed: 'The avatar could not be saved, please try again',
};

registerMessages('avatar', zh, en);
