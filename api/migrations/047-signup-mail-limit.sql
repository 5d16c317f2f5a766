-- Sign-up confirmation mails are limited per address like the credential mails (issue 25 item 5:
-- 8 of 8 went to one victim's address in 7 s): their requests are counted in the same table.
alter table credential_mail_requests drop constraint credential_mail_requests_purpose_check;
alter table credential_mail_requests
  add constraint credential_mail_requests_purpose_check check (purpose in ('password_reset', 'email_change', 'signup'));
