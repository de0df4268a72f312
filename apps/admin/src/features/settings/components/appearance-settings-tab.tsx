import { HOME_LAYOUT_WORDS } from '@alma/shared/admin-api/home';
import {
  FEATURE_FLAGS,
  HOME_LAYOUT_NAMES,
  type TInstitutionSettings,
  ZAppearanceSettings,
} from '@alma/shared/admin-api/settings';
import type { ColorPickerProps } from 'antd';
import { Card, ColorPicker, Flex, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageSetting } from '../../../lib/language-context.ts';
import { useSaveSettings } from '../api/settings.ts';
import './appearance-settings-tab.css';
import { appearanceFormOf, appearanceFrom, type TAppearanceForm } from '../model/settings-form-values.ts';
import { SaveBar } from './save-bar.tsx';
import { useSettingsForm } from './use-settings-form.ts';

type Props = {
  saved: TInstitutionSettings['appearance'];
  fileDefaults: TInstitutionSettings['fileDefaults'];
  editable: boolean;
};

/** The picker hands the form `#rrggbb` (no alpha: the donor app's CSS variable takes six digits). */
const hexOf: NonNullable<ColorPickerProps['onChange']> = (color) => color.toHexString();

/**
 * 外观与功能: the donor app's home layout, theme colour and named behaviours, each over the value the
 * config file gives (shown, so staff see what "default" means before choosing it). Layouts are
 * named in words, never by their code.
 */
export function AppearanceSettingsTab({ saved, fileDefaults, editable }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguageSetting();
  const layoutWords = (name: (typeof HOME_LAYOUT_NAMES)[number]) => HOME_LAYOUT_WORDS[name][language];
  const [form] = Form.useForm<TAppearanceForm>();
  const mutation = useSaveSettings('appearance');
  const start = appearanceFormOf(saved, fileDefaults.themeColor);
  const { problem, ...save } = useSettingsForm(form, {
    contractOf: (held) => appearanceFrom(start, held),
    schema: ZAppearanceSettings,
    mutation,
  });
  const source = Form.useWatch('themeSource', form) ?? start.themeSource;
  const onOff = (value: boolean | undefined) => t(value ? 'settings.on' : 'settings.off');

  return (
    <Form<TAppearanceForm> form={form} layout="vertical" initialValues={start} disabled={!editable}>
      <Card title={t('settings.homeLayout')} style={{ marginBottom: 16 }} data-testid="home-layout-setting">
        <Typography.Paragraph type="secondary">{t('settings.homeLayoutHint')}</Typography.Paragraph>
        <Form.Item name="homeLayout" noStyle>
          <Radio.Group aria-label={t('settings.homeLayout')}>
            <Space orientation="vertical">
              <Radio value="file">
                {t('settings.homeLayoutFile', { name: layoutWords(fileDefaults.homeLayout).name })}
              </Radio>
              {HOME_LAYOUT_NAMES.map((name) => (
                <Radio key={name} value={name}>
                  {layoutWords(name).name}
                  <br />
                  <Typography.Text type="secondary">{layoutWords(name).about}</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Card>
      <Card title={t('settings.theme')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('settings.themeHint')}</Typography.Paragraph>
        <Form.Item name="themeSource" noStyle>
          <Radio.Group>
            <Space orientation="vertical">
              <Radio value="file">
                <Space>
                  {t('settings.themeFile')}
                  <span className="settings-swatch" style={{ background: fileDefaults.themeColor }} />
                  <Typography.Text code data-testid="file-theme-color">
                    {fileDefaults.themeColor}
                  </Typography.Text>
                </Space>
              </Radio>
              <Radio value="custom">{t('settings.themeCustom')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="themeColor"
          getValueFromEvent={hexOf}
          style={{ margin: '8px 0 0 24px' }}
          {...problem('themeColor')}
        >
          <ColorPicker disabled={!editable || source === 'file'} disabledAlpha format="hex" showText />
        </Form.Item>
      </Card>
      <Card title={t('settings.features')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('settings.featuresHint')}</Typography.Paragraph>
        {FEATURE_FLAGS.map((flag) => (
          <Flex
            key={flag}
            justify="space-between"
            align="center"
            gap={24}
            wrap
            data-testid={`flag-${flag}`}
            style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}
          >
            <div style={{ flex: '1 1 320px' }}>
              <Typography.Text strong>{t(`settings.flags.${flag}.name`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(`settings.flags.${flag}.hint`)}</Typography.Text>
            </div>
            <Form.Item name={['features', flag]} noStyle>
              <Radio.Group
                optionType="button"
                aria-label={t(`settings.flags.${flag}.name`)}
                options={[
                  {
                    value: 'default',
                    label: t('settings.choiceDefault', { value: onOff(fileDefaults.features[flag]) }),
                  },
                  { value: 'on', label: t('settings.on') },
                  { value: 'off', label: t('settings.off') },
                ]}
              />
            </Form.Item>
          </Flex>
        ))}
      </Card>
      <SaveBar editable={editable} testId="save-appearance" {...save} />
    </Form>
  );
}
