import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { fanLetterBodySchema, FAN_LETTER_MAX_CHARS } from '../contracts/endpoints/fanletter-store';
import { signupPasswordPairSchema } from '../contracts/password-rules';
import { i18n } from '../i18n/i18n';
import { FormCheckbox } from './FormCheckbox';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';
import { useZodForm } from './use-zod-form';

const signupSchema = z
  .object({
    email: z.string().trim().min(1).max(254).pipe(z.email()),
    body: fanLetterBodySchema,
    agree: z.literal(true),
  })
  .and(signupPasswordPairSchema);

const labels = {
  ja: {
    email: 'メールアドレス',
    body: '本文',
    agree: '利用規約',
    password: 'パスワード',
    confirmation: 'パスワード（確認）',
    send: '送る',
  },
  en: {
    email: 'Email address',
    body: 'Message',
    agree: 'Terms of service',
    password: 'Password',
    confirmation: 'Password (again)',
    send: 'Send',
  },
};

function SampleForm({ language, onValid }: { language: 'ja' | 'en'; onValid: (values: z.output<typeof signupSchema>) => void }) {
  const form = useZodForm(signupSchema, { defaultValues: { email: '', body: '', password: '', password_confirmation: '' } });
  const text = labels[language];
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormTextField control={form.control} name="email" label={text.email} type="email" />
      <FormTextField control={form.control} name="password" label={text.password} type="password" />
      <FormTextField control={form.control} name="password_confirmation" label={text.confirmation} type="password" />
      <FormTextArea control={form.control} name="body" label={text.body} counterMax={FAN_LETTER_MAX_CHARS} />
      <FormCheckbox control={form.control} name="agree" label={text.agree} />
      <button type="submit">{text.send}</button>
    </form>
  );
}

async function submitWith(language: 'ja' | 'en', fill: Partial<Record<'email' | 'password' | 'confirmation' | 'body', string>>) {
  await i18n.changeLanguage(language);
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<SampleForm language={language} onValid={onValid} />);
  const text = labels[language];
  for (const [field, value] of Object.entries(fill)) {
    const label = text[field as keyof typeof fill];
    if (value.length > 100) {
      screen.getByLabelText(label).focus();
      await user.paste(value);
    } else {
      await user.type(screen.getByLabelText(label), value);
    }
  }
  await user.click(screen.getByRole('button', { name: text.send }));
  return { onValid, user };
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

afterEach(async () => {
  await i18n.changeLanguage('ja');
});

test('empty required fields say so in Japanese, naming the field, and nothing is sent', async () => {
  const { onValid } = await submitWith('ja', {});
  expect(errorOf('メールアドレス')).toBe('メールアドレスを入力してください');
  expect(errorOf('本文')).toBe('本文を入力してください');
  expect(errorOf('利用規約')).toBe('利用規約に同意してください');
  expect(onValid).not.toHaveBeenCalled();
});

test('the same messages in English', async () => {
  await submitWith('en', {});
  expect(errorOf('Email address')).toBe('Please enter your email address');
  expect(errorOf('Terms of service')).toBe('Please agree to the terms of service');
});

test('a fan letter over 1,000 characters gets the length message and an over-limit counter', async () => {
  await submitWith('ja', { body: 'あ'.repeat(1001) });
  expect(errorOf('本文')).toBe('本文は1000文字以内で入力してください');
  expect(screen.getByText('1001 / 1000文字').className).toBe('counterOver');
});

test('a wrong email format is its own message', async () => {
  await submitWith('ja', { email: 'sakura' });
  expect(errorOf('メールアドレス')).toBe('メールアドレスの形式が正しくありません');
});

test.each([
  ['ja', 'Abcdefgh1あ', 'パスワードに使えない記号が含まれています。'],
  ['ja', 'abcdefghij', 'パスワードには、英大文字・英小文字・数字・記号のうち3種類以上を含めてください。'],
  ['ja', 'Aa1!x', 'パスワードは10〜64文字で入力してください。'],
  ['en', 'Abcdefgh1あ', 'Your password contains an invalid symbol.'],
  [
    'en',
    'abcdefghij',
    'Your password must include three of the following: An uppercase character, a lowercase character, a number, and a symbol.',
  ],
] as const)('the server’s password rules speak %s: %p', async (language, password, message) => {
  await submitWith(language, { password });
  expect(errorOf(labels[language].password)).toBe(message);
});

test('the two password entries must match (docs/product-rules.md §5 message)', async () => {
  await submitWith('en', { password: 'Comic-Reader-2026', confirmation: 'Comic-Reader-2025' });
  expect(errorOf('Password')).toBeNull();
  expect(errorOf('Password (again)')).toBe('Passwords do not match. Please try again.');
});

test('valid values reach the submit handler as the schema outputs them (trimmed)', async () => {
  const { onValid, user } = await submitWith('ja', {
    email: ' sakura@example.jp ',
    password: 'Comic-Reader-2026',
    confirmation: 'Comic-Reader-2026',
    body: 'いつも楽しく読んでいます！',
  });
  await user.click(screen.getByLabelText('利用規約'));
  await user.click(screen.getByRole('button', { name: '送る' }));
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid.mock.calls[0]?.[0]).toMatchObject({ email: 'sakura@example.jp', agree: true, body: 'いつも楽しく読んでいます！' });
});
