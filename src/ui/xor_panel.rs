//! The nim-sum by bit columns, with the winning-move derivation highlighted.

use yew::prelude::*;

use crate::engine::trace::XorTrace;

#[derive(Properties, PartialEq)]
pub struct XorPanelProps {
    pub trace: XorTrace,
}

fn bit_cells(value: u64, width: u32, highlight: Option<u32>) -> Html {
    html! {
        { for (0..width).rev().map(|bit| {
            let one = value >> bit & 1 == 1;
            let class = classes!("bit", one.then_some("one"), (highlight == Some(bit)).then_some("key-column"));
            html! { <td {class}>{ if one { "1" } else { "0" } }</td> }
        }) }
    }
}

#[component(XorPanel)]
pub fn xor_panel(props: &XorPanelProps) -> Html {
    let trace = &props.trace;
    let key_bit = trace.derivation.map(|d| d.bit);
    let rows = trace.rows.iter().enumerate().map(|(index, row)| {
        let chosen = trace.derivation.is_some_and(|d| d.row == index);
        html! {
            <tr class={classes!(chosen.then_some("chosen"))}>
                <th scope="row">{ &row.label }</th>
                <td class="decimal">{ row.value.value() }</td>
                { bit_cells(row.value.value(), trace.width, key_bit) }
            </tr>
        }
    });
    let derivation_row = trace.derivation.map(|d| {
        html! {
            <tr class="target">
                <th scope="row">{ format!("{} → ", trace.rows[d.row].label) }</th>
                <td class="decimal">{ d.to.value() }</td>
                { bit_cells(d.to.value(), trace.width, key_bit) }
            </tr>
        }
    });
    html! {
        <section class="panel xor-panel" aria-labelledby="xor-heading">
            <h2 id="xor-heading">{ "Nim-sum in binary" }</h2>
            <div class="table-scroll">
                <table class="xor-table">
                    <thead>
                        <tr>
                            <th scope="col">{ "pile" }</th>
                            <th scope="col">{ "size" }</th>
                            { for (0..trace.width).rev().map(|bit| html! {
                                <th scope="col" class={classes!("bit-head", (key_bit == Some(bit)).then_some("key-column"))}>
                                    { (1u64 << bit).to_string() }
                                </th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for rows }
                        <tr class="parity">
                            <th scope="row">{ "nim-sum" }</th>
                            <td class="decimal">{ trace.total.value() }</td>
                            { bit_cells(trace.total.value(), trace.width, key_bit) }
                        </tr>
                        { for derivation_row }
                    </tbody>
                </table>
            </div>
            <p class="explanation">{ trace.explanation() }</p>
        </section>
    }
}
