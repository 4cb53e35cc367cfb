//! The content files (`content/<lang>/<table>.ftl`, Project Fluent's syntax) read, checked and
//! turned into Rust: build.rs writes the code, `tests/content.rs` runs the same checks on broken
//! copies to show that they fail.
//!
//! Each file is a table of messages. A message becomes a method of the table's `Words(Lang)`: a
//! `const fn … -> &'static str` where it has no parameters, else a `fn` whose parameters are
//! the message's variables in the order of their names (so rewording a sentence never reorders
//! them), typed by how the languages use them:
//! - a variable that selects a variant by number or plural category (`{ $coins -> [one] … }`) is a
//!   number (`impl Into<Num>`);
//! - one that selects a variant by word (`{ $kind -> [odd] … }`) is a word (`&str`);
//! - any other is shown as it is (`impl Display`).
//!
//! Both languages must have the same files, the same messages in the same order and the same
//! variables of the same kind in each message: a difference fails the build.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use fluent_syntax::parser;

/// The languages, the first the one whose parameter order the methods follow.
pub const LANGS: [&str; 2] = ["en", "ja"];

/// How a message uses a variable (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Shown,
    Number,
    Word,
}

/// One language's file, read.
#[derive(Debug)]
pub struct Table<'s> {
    pub file: String,
    /// The messages in the file's order, each with its variables in order of first use.
    pub messages: Vec<Message<'s>>,
    terms: BTreeMap<&'s str, Pattern<&'s str>>,
}

#[derive(Debug)]
pub struct Message<'s> {
    pub id: &'s str,
    pub line: usize,
    pub params: Vec<(&'s str, Kind)>,
    pattern: Pattern<&'s str>,
}

const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Rust's keywords, which a message id must not become.
const KEYWORDS: [&str; 38] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while",
];

fn line_of(source: &str, at: usize) -> usize {
    source[..at.min(source.len())].matches('\n').count() + 1
}

/// Reads one file: its messages and terms, or every problem found (`file:line: what`).
pub fn read<'s>(file: &str, source: &'s str) -> Result<Table<'s>, Vec<String>> {
    let resource = match parser::parse(source) {
        Ok(resource) => resource,
        Err((_, errors)) => {
            return Err(errors
                .iter()
                .map(|e| format!("{file}:{}: not Fluent: {:?}", line_of(source, e.pos.start), e.kind))
                .collect());
        }
    };
    let mut problems = Vec::new();
    let mut messages = Vec::new();
    let mut terms = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name;
                let line = line_of(source, id.as_ptr() as usize - source.as_ptr() as usize);
                if !message.attributes.is_empty() {
                    problems.push(format!("{file}:{line}: {id}: attributes are not used here"));
                }
                if !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
                    problems.push(format!("{file}:{line}: {id}: ids are lower-case words joined by '-'"));
                }
                if KEYWORDS.contains(&method(id).as_str()) {
                    problems.push(format!("{file}:{line}: {id}: a Rust keyword cannot name a message"));
                }
                match message.value {
                    Some(pattern) => messages.push(Message { id, line, params: Vec::new(), pattern }),
                    None => problems.push(format!("{file}:{line}: {id}: no text")),
                }
            }
            Entry::Term(term) => {
                terms.insert(term.id.name, term.value);
            }
            Entry::Junk { content } => problems.push(format!(
                "{file}:{}: not Fluent: {}",
                line_of(source, content.as_ptr() as usize - source.as_ptr() as usize),
                content.lines().next().unwrap_or("")
            )),
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
        }
    }
    let mut table = Table { file: file.to_owned(), messages, terms };
    let ids: Vec<&str> = table.messages.iter().map(|m| m.id).collect();
    for (index, id) in ids.iter().enumerate() {
        if ids[..index].contains(id) {
            problems.push(format!("{file}: {id} is written twice"));
        }
    }
    for index in 0..table.messages.len() {
        let mut params = Vec::new();
        let message = &table.messages[index];
        let what = format!("{file}:{}: {}", message.line, message.id);
        collect(&table, &message.pattern, &mut params, &mut problems, &what, 0);
        table.messages[index].params = params;
    }
    if problems.is_empty() { Ok(table) } else { Err(problems) }
}

/// A message's or term's pattern, by reference.
fn referenced<'a, 's>(
    table: &'a Table<'s>,
    expression: &InlineExpression<&'s str>,
) -> Option<&'a Pattern<&'s str>> {
    match expression {
        InlineExpression::MessageReference { id, attribute: None } => {
            table.messages.iter().find(|m| m.id == id.name).map(|m| &m.pattern)
        }
        InlineExpression::TermReference { id, attribute: None, arguments: None } => table.terms.get(id.name),
        _ => None,
    }
}

/// Adds the variables `pattern` uses to `params` (with references followed), and what cannot be
/// turned into Rust to `problems`.
fn collect<'s>(
    table: &Table<'s>,
    pattern: &Pattern<&'s str>,
    params: &mut Vec<(&'s str, Kind)>,
    problems: &mut Vec<String>,
    what: &str,
    depth: usize,
) {
    if depth > 8 {
        problems.push(format!("{what}: references go round in a circle"));
        return;
    }
    let mut add = |name: &'s str, kind: Kind, problems: &mut Vec<String>| {
        if ["self", "Self", "crate", "super", "text_"].contains(&method(name).as_str()) {
            problems.push(format!("{what}: ${name} cannot name a Rust parameter"));
        }
        add_param(params, name, kind, problems, what)
    };
    fn add_param<'s>(
        params: &mut Vec<(&'s str, Kind)>,
        name: &'s str,
        kind: Kind,
        problems: &mut Vec<String>,
        what: &str,
    ) {
        match params.iter_mut().find(|p| p.0 == name) {
            None => params.push((name, kind)),
            Some((_, old)) => match (*old, kind) {
                (_, Kind::Shown) => {}
                (Kind::Shown, new) => *old = new,
                (a, b) if a == b => {}
                _ => problems.push(format!("{what}: ${name} selects by number and by word")),
            },
        }
    }
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else { continue };
        match expression {
            Expression::Inline(inline) => inline_params(table, inline, &mut add, problems, what, depth),
            Expression::Select { selector, variants } => {
                let InlineExpression::VariableReference { id } = selector else {
                    problems.push(format!("{what}: only a variable can select a variant"));
                    continue;
                };
                let by_number = variants.iter().all(|v| match &v.key {
                    VariantKey::NumberLiteral { value } => value.parse::<i128>().is_ok(),
                    VariantKey::Identifier { name } => PLURAL_CATEGORIES.contains(name),
                });
                let only_other = variants
                    .iter()
                    .all(|v| matches!(v.key, VariantKey::Identifier { name } if name == "other"));
                let by_word = variants.iter().any(|v| matches!(v.key, VariantKey::Identifier { name } if !PLURAL_CATEGORIES.contains(&name)));
                if by_word && variants.iter().any(|v| matches!(v.key, VariantKey::NumberLiteral { .. })) {
                    problems.push(format!("{what}: ${} chooses by numbers and by words at once", id.name));
                }
                if variants.iter().any(|v| matches!(v.key, VariantKey::NumberLiteral { value } if value.parse::<i128>().is_err())) {
                    problems.push(format!("{what}: a variant's number must be a whole number"));
                }
                if !only_other {
                    add(id.name, if by_number { Kind::Number } else { Kind::Word }, problems);
                } else {
                    add(id.name, Kind::Shown, problems);
                }
                for variant in variants {
                    let mut inner = Vec::new();
                    collect(table, &variant.value, &mut inner, problems, what, depth);
                    for (name, kind) in inner {
                        add(name, kind, problems);
                    }
                }
            }
        }
    }
}

fn inline_params<'s>(
    table: &Table<'s>,
    inline: &InlineExpression<&'s str>,
    add: &mut impl FnMut(&'s str, Kind, &mut Vec<String>),
    problems: &mut Vec<String>,
    what: &str,
    depth: usize,
) {
    match inline {
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
        InlineExpression::VariableReference { id } => add(id.name, Kind::Shown, problems),
        InlineExpression::Placeable { expression } => {
            let pattern = Pattern { elements: vec![PatternElement::Placeable { expression: (**expression).clone() }] };
            let mut inner = Vec::new();
            collect(table, &pattern, &mut inner, problems, what, depth);
            for (name, kind) in inner {
                add(name, kind, problems);
            }
        }
        other => match referenced(table, other) {
            Some(pattern) => {
                let mut inner = Vec::new();
                collect(table, pattern, &mut inner, problems, what, depth + 1);
                for (name, kind) in inner {
                    add(name, kind, problems);
                }
            }
            None => problems.push(format!(
                "{what}: only text, variables, variants and references to this file's messages and terms are used here"
            )),
        },
    }
}

/// Checks that every language's file of a table agrees with the first's (the same messages in
/// the same order, the same variables of the same kinds); returns the problems.
pub fn compare(tables: &[Table<'_>]) -> Vec<String> {
    let mut problems = Vec::new();
    let Some((first, others)) = tables.split_first() else { return problems };
    for other in others {
        for message in &first.messages {
            match other.messages.iter().find(|m| m.id == message.id) {
                None => problems
                    .push(format!("{}: {} is missing (it is in {})", other.file, message.id, first.file)),
                Some(theirs) => {
                    let mut mine: Vec<_> = message.params.clone();
                    let mut them: Vec<_> = theirs.params.clone();
                    mine.sort();
                    them.sort();
                    let names = |p: &[(&str, Kind)]| {
                        p.iter().map(|(n, _)| format!("${n}")).collect::<Vec<_>>().join(", ")
                    };
                    if mine.iter().map(|p| p.0).ne(them.iter().map(|p| p.0)) {
                        problems.push(format!(
                            "{}:{}: {} uses {{{}}}, but {} uses {{{}}}",
                            other.file,
                            theirs.line,
                            message.id,
                            names(&them),
                            first.file,
                            names(&mine)
                        ));
                    } else {
                        for ((name, a), (_, b)) in mine.iter().zip(&them) {
                            if a != b && *a != Kind::Shown && *b != Kind::Shown {
                                problems.push(format!(
                                    "{}:{}: {}: ${name} selects by {b:?} here, by {a:?} in {}",
                                    other.file, theirs.line, message.id, first.file
                                ));
                            }
                        }
                    }
                }
            }
        }
        for message in &other.messages {
            if !first.messages.iter().any(|m| m.id == message.id) {
                problems.push(format!(
                    "{}:{}: {} is not in {}",
                    other.file, message.line, message.id, first.file
                ));
            }
        }
        if problems.is_empty() && first.messages.iter().map(|m| m.id).ne(other.messages.iter().map(|m| m.id))
        {
            problems.push(format!("{}: the messages are not in {}'s order", other.file, first.file));
        }
    }
    problems
}

/// The Rust name of a variable (`$on-step` → `on_step`; a keyword as a raw identifier).
fn param(name: &str) -> String {
    let name = method(name);
    if KEYWORDS.contains(&name.as_str()) { format!("r#{name}") } else { name }
}

/// The method's name of a message id (`reason-to-zero` → `reason_to_zero`).
pub fn method(id: &str) -> String {
    id.replace('-', "_")
}

/// The kind of each variable over all the languages (a variable shown in one language and
/// selecting in another is of the selecting kind).
fn kinds(tables: &[Table<'_>], index: usize) -> Vec<(String, Kind)> {
    let mut out: Vec<(String, Kind)> =
        tables[0].messages[index].params.iter().map(|(n, k)| ((*n).to_owned(), *k)).collect();
    let id = tables[0].messages[index].id;
    for table in &tables[1..] {
        if let Some(message) = table.messages.iter().find(|m| m.id == id) {
            for (name, kind) in &message.params {
                if let Some(entry) = out.iter_mut().find(|(n, _)| n == name)
                    && entry.1 == Kind::Shown
                {
                    entry.1 = *kind;
                }
            }
        }
    }
    // In the order of their names: rewording a sentence must not reorder a method's parameters.
    out.sort();
    out
}

/// The Rust module of one table (`tables` in the order of [`LANGS`], already compared).
pub fn generate(module: &str, tables: &[Table<'_>]) -> String {
    let mut code = String::new();
    let _ = writeln!(
        code,
        "/// The words of `content/*/{}.ftl`.",
        tables[0].file.rsplit('/').next().unwrap_or("")
    );
    let _ = writeln!(code, "pub mod {module} {{");
    let _ = writeln!(code, "    #![allow(clippy::all, unused_mut, unused_variables, unused_imports)]");
    let _ = writeln!(code, "    use super::{{Lang, Num, plural}};");
    let _ = writeln!(code, "    use std::fmt::Write as _;");
    let _ = writeln!(code, "    /// The table in a language.");
    let _ = writeln!(code, "    #[derive(Clone, Copy, Debug, PartialEq, Eq)]");
    let _ = writeln!(code, "    pub struct Words(pub Lang);");
    let _ = writeln!(code, "    impl Words {{");
    for (index, message) in tables[0].messages.iter().enumerate() {
        let params = kinds(tables, index);
        let name = method(message.id);
        if params.is_empty() {
            let _ = writeln!(code, "        pub const fn {name}(self) -> &'static str {{");
            let _ = writeln!(code, "            match self.0 {{");
            for (lang, table) in LANGS.iter().zip(tables) {
                let text = table
                    .messages
                    .iter()
                    .find(|m| m.id == message.id)
                    .map(|m| flat(table, &m.pattern, 0))
                    .unwrap_or_default();
                let _ = writeln!(code, "                Lang::{} => {text:?},", lang_variant(lang));
            }
            let _ = writeln!(code, "            }}\n        }}");
            continue;
        }
        let signature: Vec<String> = params
            .iter()
            .map(|(n, k)| {
                let n = param(n);
                match k {
                    Kind::Shown => format!("{n}: impl std::fmt::Display"),
                    Kind::Number => format!("{n}: impl Into<Num>"),
                    Kind::Word => format!("{n}: &str"),
                }
            })
            .collect();
        // The method only dispatches to one function per language: a caller whose language is
        // a constant (a table's static per language) reaches that language's words alone, so
        // code splitting can keep each language's words in its own part.
        let args: Vec<String> = params
            .iter()
            .map(|(n, k)| if *k == Kind::Number { format!("{}.into()", param(n)) } else { param(n) })
            .collect();
        let _ = writeln!(code, "        #[inline(always)]");
        let _ = writeln!(code, "        pub fn {name}(self, {}) -> String {{", signature.join(", "));
        let _ = writeln!(code, "            match self.0 {{");
        for lang in LANGS {
            let _ = writeln!(
                code,
                "                Lang::{} => Self::{name}_{lang}({}),",
                lang_variant(lang),
                args.join(", ")
            );
        }
        let _ = writeln!(code, "            }}\n        }}");
        let inner: Vec<String> = signature.iter().map(|s| s.replace("impl Into<Num>", "Num")).collect();
        for (lang, table) in LANGS.iter().zip(tables) {
            let _ = writeln!(code, "        fn {name}_{lang}({}) -> String {{", inner.join(", "));
            let _ = writeln!(code, "            let mut text_ = String::new();");
            if let Some(m) = table.messages.iter().find(|m| m.id == message.id) {
                emit(table, &m.pattern, &params, lang, &mut code, 3, 0);
            }
            let _ = writeln!(code, "            text_\n        }}");
        }
    }
    let _ = writeln!(code, "    }}\n}}");
    code
}

/// The `Lang` variant of a language code (`en` → `En`).
fn lang_variant(lang: &str) -> String {
    let mut chars = lang.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

/// A string literal's value (Fluent's escapes `\"`, `\\`, `\uXXXX`, `\UXXXXXX`).
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// The text of a pattern without variables.
fn flat(table: &Table<'_>, pattern: &Pattern<&str>, depth: usize) -> String {
    let mut out = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression: Expression::Inline(inline) } => {
                out.push_str(&flat_inline(table, inline, depth))
            }
            PatternElement::Placeable { .. } => {}
        }
    }
    out
}

fn flat_inline(table: &Table<'_>, inline: &InlineExpression<&str>, depth: usize) -> String {
    match inline {
        InlineExpression::StringLiteral { value } => unescape(value),
        InlineExpression::NumberLiteral { value } => (*value).to_owned(),
        InlineExpression::Placeable { expression } => match &**expression {
            Expression::Inline(inner) => flat_inline(table, inner, depth),
            Expression::Select { .. } => String::new(),
        },
        other if depth < 8 => referenced(table, other).map(|p| flat(table, p, depth + 1)).unwrap_or_default(),
        _ => String::new(),
    }
}

/// Statements that push the pattern's text onto `s`.
fn emit(
    table: &Table<'_>,
    pattern: &Pattern<&str>,
    params: &[(String, Kind)],
    lang: &str,
    code: &mut String,
    indent: usize,
    depth: usize,
) {
    let pad = "    ".repeat(indent);
    let mut text = String::new();
    let flush = |text: &mut String, code: &mut String| {
        if !text.is_empty() {
            let _ = writeln!(code, "{pad}text_.push_str({text:?});");
            text.clear();
        }
    };
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(InlineExpression::VariableReference { id }) => {
                    flush(&mut text, code);
                    let _ = writeln!(code, "{pad}let _ = write!(text_, \"{{}}\", {});", param(id.name));
                }
                Expression::Inline(InlineExpression::Placeable { expression }) => {
                    flush(&mut text, code);
                    let inner = Pattern {
                        elements: vec![PatternElement::Placeable { expression: (**expression).clone() }],
                    };
                    emit(table, &inner, params, lang, code, indent, depth);
                }
                Expression::Inline(
                    inline @ (InlineExpression::MessageReference { .. }
                    | InlineExpression::TermReference { .. }),
                ) => {
                    flush(&mut text, code);
                    if let Some(inner) = referenced(table, inline).filter(|_| depth < 8) {
                        emit(table, inner, params, lang, code, indent, depth + 1);
                    }
                }
                Expression::Inline(inline) => text.push_str(&flat_inline(table, inline, depth)),
                Expression::Select { selector: InlineExpression::VariableReference { id }, variants } => {
                    flush(&mut text, code);
                    let name = param(id.name);
                    let kind = params.iter().find(|(n, _)| n == id.name).map_or(Kind::Shown, |p| p.1);
                    let mut first = true;
                    let default = variants.iter().find(|v| v.default);
                    for variant in variants.iter().filter(|v| !v.default) {
                        let test = match (&variant.key, kind) {
                            (VariantKey::NumberLiteral { value }, Kind::Number) => {
                                format!("{name}.0 == {value}")
                            }
                            (VariantKey::Identifier { name: key }, Kind::Number) => {
                                format!("plural(Lang::{}, {name}) == {key:?}", lang_variant(lang))
                            }
                            (VariantKey::Identifier { name: key }, Kind::Word) => {
                                format!("{name} == {key:?}")
                            }
                            (VariantKey::NumberLiteral { value }, _) => format!("{name} == {value:?}"),
                            (VariantKey::Identifier { .. }, Kind::Shown) => "false".to_owned(),
                        };
                        let _ = writeln!(code, "{pad}{}if {test} {{", if first { "" } else { "} else " });
                        emit(table, &variant.value, params, lang, code, indent + 1, depth);
                        first = false;
                    }
                    if let Some(default) = default {
                        if first {
                            emit(table, &default.value, params, lang, code, indent, depth);
                        } else {
                            let _ = writeln!(code, "{pad}}} else {{");
                            emit(table, &default.value, params, lang, code, indent + 1, depth);
                            let _ = writeln!(code, "{pad}}}");
                        }
                    } else if !first {
                        let _ = writeln!(code, "{pad}}}");
                    }
                }
                Expression::Select { .. } => {}
            },
        }
    }
    flush(&mut text, code);
}

/// A table's messages put together at build time, by Project Fluent's own formatter (for texts
/// the build writes out whole, such as the contents' "builds on lessons 2 and 4").
pub struct Formatter(fluent_bundle::FluentBundle<fluent_bundle::FluentResource>);

impl Formatter {
    /// The messages of `source` (the file `file`), in the language `lang`.
    pub fn new(file: &str, source: &str, lang: &str) -> Result<Formatter, Vec<String>> {
        let resource = fluent_bundle::FluentResource::try_new(source.to_owned())
            .map_err(|(_, errors)| vec![format!("{file}: {errors:?}")])?;
        let lang: unic_langid::LanguageIdentifier =
            lang.parse().map_err(|e| vec![format!("{file}: {lang}: {e}")])?;
        let mut bundle = fluent_bundle::FluentBundle::new(vec![lang]);
        // The text is written out as it is: no bidi isolation marks around the variables.
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).map_err(|errors| vec![format!("{file}: {errors:?}")])?;
        Ok(Formatter(bundle))
    }

    /// The message `id` with `args` (a variable's text that reads as a number is passed as one,
    /// so that a selector chooses its plural category); `None` if there is no such message or
    /// it could not be put together.
    pub fn format(&self, id: &str, args: &[(&str, &str)]) -> Option<String> {
        let pattern = self.0.get_message(id)?.value()?;
        let mut values = fluent_bundle::FluentArgs::new();
        for &(name, text) in args {
            match text.parse::<f64>() {
                Ok(number) => values.set(name, number),
                Err(_) => values.set(name, text),
            }
        }
        let mut errors = Vec::new();
        let text = self.0.format_pattern(pattern, Some(&values), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }
}
