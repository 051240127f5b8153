-- The operator's commands that no admin screen shows are listed under their own screen,
-- 'operations' (schema/src/history.ts), which a person finds on the History page: the printer
-- network was under the printer kiosk's screen, API keys under the supervisor code's.
UPDATE history SET screen = 'operations'
WHERE kind IN ('operator.printer_network_changed', 'api_key.created', 'api_key.revoked');
