//! The nim-sum by bit columns, with the winning-move derivation highlighted.

use yew::prelude::*;

use super::text::{DerivationWords, ExplainText, explain_text};
use crate::engine::trace::XorTrace;
use crate::ui::i18n::use_lang;

#[derive(Properties, PartialEq)]
pub struct XorPanelProps {
    /// The rows; Nim's are labelled with their piles' numbers.
    pub trace: XorTrace,
    /// The column heading of the row labels (the word for "pile" unless given).
    #[prop_or_default]
    pub row_heading: Option<AttrValue>,
    /// The column heading of the values (the word for "size" unless given).
    #[prop_or_default]
    pub value_heading: Option<AttrValue>,
    /// Replaces the panel's own explanation (worded for Nim piles) in games whose parts are not piles.
    #[prop_or_default]
    pub explanation: Option<AttrValue>,
}

#[derive(Properties, PartialEq)]
struct BitRowProps {
    label: AttrValue,
    value: u64,
    width: u32,
    key_bit: Option<u32>,
    #[prop_or_default]
    class: Classes,
}

/// One row of the table, a component of its own so a move re-renders only the rows it changes.
#[component(BitRow)]
fn bit_row(props: &BitRowProps) -> Html {
    html! {
        <tr class={props.class.clone()}>
            <th scope="row">{ props.label.clone() }</th>
            <td class="decimal">{ props.value }</td>
            { for (0..props.width).rev().map(|bit| {
                let one = props.value >> bit & 1 == 1;
                let class = classes!("bit", one.then_some("one"), (props.key_bit == Some(bit)).then_some("key-column"));
                html! { <td {class}>{ if one { "1" } else { "0" } }</td> }
            }) }
        </tr>
    }
}

#[component(XorPanel)]
pub fn xor_panel(props: &XorPanelProps) -> Html {
    let t = explain_text(use_lang());
    let trace = &props.trace;
    let key_bit = trace.derivation.map(|d| d.bit);
    let width = trace.width;
    let rows = trace.rows.iter().enumerate().map(|(index, row)| {
        let chosen = trace.derivation.is_some_and(|d| d.row == index);
        html! {
            <BitRow key={index} label={AttrValue::from(row.label.clone())} value={row.value.value()} {width} {key_bit}
                    class={classes!(chosen.then_some("chosen"))} />
        }
    });
    let derivation_row = trace.derivation.map(|d| {
        html! {
            <BitRow key="target" label={AttrValue::from(format!("{} → ", trace.rows[d.row].label))} value={d.to.value()}
                    {width} {key_bit} class={classes!("target")} />
        }
    });
    let heading_id = super::use_unique_id("xor-heading");
    html! {
        <section class="panel xor-panel" aria-labelledby={heading_id.clone()}>
            <h2 id={heading_id.clone()}>{ t.xor_heading }</h2>
            // Focusable, so a table wider than a phone can be scrolled from the keyboard.
            <div class="table-scroll" tabindex="0" role="region" aria-labelledby={heading_id.clone()}>
                <table class="xor-table">
                    <thead>
                        <tr>
                            <th scope="col">{ props.row_heading.clone().unwrap_or(AttrValue::Static(t.pile_column)) }</th>
                            <th scope="col">{ props.value_heading.clone().unwrap_or(AttrValue::Static(t.size_column)) }</th>
                            { for (0..trace.width).rev().map(|bit| html! {
                                <th scope="col" class={classes!("bit-head", (key_bit == Some(bit)).then_some("key-column"))}>
                                    { (1u64 << bit).to_string() }
                                </th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for rows }
                        <BitRow key="total" label={t.nim_sum_row} value={trace.total.value()} {width} {key_bit}
                                class={classes!("parity")} />
                        { for derivation_row }
                    </tbody>
                </table>
            </div>
            <p class="muted xor-legend">{ t.xor_legend }</p>
            <p class="explanation">{ props.explanation.clone().unwrap_or_else(|| AttrValue::from(explanation(t, trace))) }</p>
        </section>
    }
}

/// The winning move read off the nim-sum, for rows that are Nim piles labelled by number.
fn explanation(t: &ExplainText, trace: &XorTrace) -> String {
    let Some(d) = trace.derivation else { return t.xor_zero.to_string() };
    (t.xor_derivation)(&DerivationWords {
        total: trace.total.value(),
        column: 1u64 << d.bit,
        row: trace.rows.get(d.row).map_or("", |row| row.label.as_str()),
        from: d.from.value(),
        to: d.to.value(),
        take: d.decrease(),
    })
}
