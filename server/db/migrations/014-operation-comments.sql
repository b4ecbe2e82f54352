-- An order paid by points used to write `order:<id>` as its operation's comment, which the
-- operation screen showed as «Комментарий: order:6» (issue 12). The order finds its operation by
-- orders.id_operation; the comment is the customer's to read: the internal reference goes.
UPDATE loyalty_operations SET comment = NULL WHERE comment ~ '^order:[0-9]+$';
