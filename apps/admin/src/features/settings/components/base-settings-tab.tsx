import {
  SETTINGS_BANK_ACCOUNT_MAX,
  SETTINGS_BANK_MAX,
  SETTINGS_SHARE_DESC_MAX,
  SETTINGS_SHARE_TITLE_MAX,
  SETTINGS_TEXT_MAX,
  SETTINGS_TITLE_MAX,
  type TBaseSettings,
  ZBaseSettings,
} from '@alma/shared/admin-api/settings';
import { Card, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useSaveSettings } from '../api/settings.ts';
import { baseFrom } from '../model/settings-form-values.ts';
import { PictureInput } from './picture-input.tsx';
import { SaveBar } from './save-bar.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const CARD = { style: { marginBottom: 16 } } as const;

/**
 * 基本信息: what index/baseConfig answers the donor app — the foundation's name, the share card,
 * the login page's picture, the donation agreement and the words of the mine and success pages.
 */
export function BaseSettingsTab({ saved, editable }: { saved: TBaseSettings; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TBaseSettings>();
  const mutation = useSaveSettings('base');
  const state = useSettingsForm(form, {
    contractOf: (held) => baseFrom(saved, held),
    schema: ZBaseSettings,
    mutation,
  });
  const { problem, ...save } = state;
  return (
    <Form<TBaseSettings> form={form} layout="vertical" initialValues={saved} disabled={!editable}>
      <Card title={t('settings.foundation')} {...CARD}>
        <Form.Item name="title" label={t('settings.title')} {...problem('title')}>
          <Input count={{ show: true, max: SETTINGS_TITLE_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item
          name="titleEn"
          label={t('settings.titleEn')}
          extra={t('settings.englishHint')}
          {...problem('titleEn')}
        >
          <Input count={{ show: true, max: SETTINGS_TITLE_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item
          name="isShowTechnicalSupport"
          label={t('settings.isShowTechnicalSupport')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="loginBg" label={t('settings.loginBg')} {...problem('loginBg')}>
          <PictureInput disabled={!editable} label={t('settings.loginBg')} />
        </Form.Item>
      </Card>
      <Card title={t('settings.shareCard')} {...CARD}>
        <Form.Item name="shareTitle" label={t('settings.shareTitle')} {...problem('shareTitle')}>
          <Input count={{ show: true, max: SETTINGS_SHARE_TITLE_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item name="shareDesc" label={t('settings.shareDesc')} {...problem('shareDesc')}>
          <Input count={{ show: true, max: SETTINGS_SHARE_DESC_MAX }} />
        </Form.Item>
        <Form.Item name="shareImg" label={t('settings.shareImg')} {...problem('shareImg')}>
          <PictureInput disabled={!editable} label={t('settings.shareImg')} />
        </Form.Item>
      </Card>
      <Card title={t('settings.agreement')} {...CARD}>
        <Form.Item name="agreeTitle" label={t('settings.agreeTitle')} {...problem('agreeTitle')}>
          <Input count={{ show: true, max: SETTINGS_TITLE_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item
          name="agreeContent"
          label={t('settings.agreeContent')}
          extra={t('settings.agreeContentHint')}
          {...problem('agreeContent')}
        >
          <RichTextEditor aria-label={t('settings.agreeContent')} disabled={!editable} minHeight={320} />
        </Form.Item>
        <Form.Item
          name="agreeTitleEn"
          label={t('settings.agreeTitleEn')}
          extra={t('settings.englishHint')}
          {...problem('agreeTitleEn')}
        >
          <Input count={{ show: true, max: SETTINGS_TITLE_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item name="agreeContentEn" label={t('settings.agreeContentEn')} {...problem('agreeContentEn')}>
          <RichTextEditor aria-label={t('settings.agreeContentEn')} disabled={!editable} minHeight={240} />
        </Form.Item>
      </Card>
      <Card title={t('settings.bank')} {...CARD}>
        <Form.Item
          name="bankName"
          label={t('settings.bankName')}
          extra={t('settings.bankHint')}
          {...problem('bankName')}
        >
          <Input count={{ show: true, max: SETTINGS_BANK_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item
          name="bankAccountName"
          label={t('settings.bankAccountName')}
          {...problem('bankAccountName')}
        >
          <Input count={{ show: true, max: SETTINGS_BANK_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item name="bankAccountNo" label={t('settings.bankAccountNo')} {...problem('bankAccountNo')}>
          <Input
            count={{ show: true, max: SETTINGS_BANK_ACCOUNT_MAX }}
            style={{ maxWidth: 480 }}
            inputMode="numeric"
          />
        </Form.Item>
      </Card>
      <Card title={t('settings.words')} {...CARD}>
        <Form.Item name="awardExplain" label={t('settings.awardExplain')} {...problem('awardExplain')}>
          <Input.TextArea rows={4} count={{ show: true, max: SETTINGS_TEXT_MAX }} />
        </Form.Item>
        <Form.Item name="successWord" label={t('settings.successWord')} {...problem('successWord')}>
          <Input.TextArea rows={4} count={{ show: true, max: SETTINGS_TEXT_MAX }} />
        </Form.Item>
      </Card>
      <SaveBar editable={editable} testId="save-base" {...save} />
    </Form>
  );
}
