-- As team_member and contact_channel: a public record dated only by its year
-- shows only the year ("as at 2019"), rather than a month nobody reported.
ALTER TABLE stakeholder ADD COLUMN source_as_at_year_only boolean NOT NULL DEFAULT false;
