-- Points are «баллы» (issue 12, session 16): an action's activation written before it said
-- «Обмен баллов на бонус акции «…»» (or, earlier, «Бонус акции «…»»); it now says «Обмен баллов
-- по акции «…»» (server/routes/actions.ts), and so do the rows already in the history.
UPDATE loyalty_operations
   SET reason = 'Обмен баллов по акции «' || substr(reason, length('Обмен баллов на бонус акции «') + 1)
 WHERE reason LIKE 'Обмен баллов на бонус акции «%';
UPDATE loyalty_operations
   SET reason = 'Обмен баллов по акции «' || substr(reason, length('Бонус акции «') + 1)
 WHERE reason LIKE 'Бонус акции «%';
