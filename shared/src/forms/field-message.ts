import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * A field error as the form layer keeps it: a message key of the `ui` namespace (form.*)
 * and the values it needs. The field's label is added when it is shown.
 */
export interface FieldMessage {
  key: string;
  values?: Record<string, number | string>;
}

/**
 * The zod error map forms parse with. react-hook-form's zod resolver keeps only each
 * issue's message and code, so the message carries the key and the limits as JSON and
 * `readFieldMessage` turns it back. Issues raised with their own message (the password
 * rules) carry a message code instead, which `readFieldMessage` also accepts.
 */
export function formErrorMap(issue: $ZodRawIssue): string {
  return JSON.stringify(describeIssue(issue));
}

function describeIssue(issue: $ZodRawIssue): FieldMessage {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: 'required' };
      return { key: 'too_short', values: { count: Number(issue.minimum), minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'too_long', values: { count: Number(issue.maximum), maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalid_email' : 'invalid' };
    case 'invalid_value':
      // A consent checkbox is z.literal(true): unticked means "please agree".
      return { key: issue.values.includes(true) ? 'mustAgree' : 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/** The FieldMessage inside an error's message (JSON from formErrorMap, or a bare message code). */
export function readFieldMessage(message: string): FieldMessage {
  if (message.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(message);
      if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string') {
        const values = 'values' in parsed && typeof parsed.values === 'object' && parsed.values !== null ? parsed.values : undefined;
        return { key: parsed.key, ...(values ? { values: values as Record<string, number | string> } : {}) };
      }
    } catch {
      // Not ours: fall through and show it as a code.
    }
  }
  return { key: message };
}
