//! `scan` (running sum with state), `take_while` (prefix under a budget), `skip_while` (leading
//! zeros), `last`, `count`: per-row prefix statistics of u32 costs.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_iter_scan_take_while(costs: &[u32], cols: usize, budget: u32, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (r + 1) * 3 > out.len() || (r + 1) * cols > costs.len() {
            return;
        }
        let row = &costs[r * cols..(r + 1) * cols];
        let affordable = row
            .iter()
            .scan(0u32, |acc, &c| {
                *acc = acc.saturating_add(c);
                Some(*acc)
            })
            .take_while(|&total| total <= budget)
            .count();
        let spent = row.iter().scan(0u32, |acc, &c| { *acc = acc.saturating_add(c); Some(*acc) }).take_while(|&t| t <= budget).last().unwrap_or(0);
        let nonzero_tail = row.iter().skip_while(|&&c| c == 0).count();
        out[r * 3] = affordable as u32;
        out[r * 3 + 1] = spent;
        out[r * 3 + 2] = nonzero_tail as u32;
    }
}
