//! `scan` (a running state the closure updates through `&mut`, its `None` ending the items),
//! `skip_while`, and `last()`/`count()`/`sum()` over them: per-row prefix statistics.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_scan_skip_while(costs: &[u32], xs: &[f32], cols: usize, budget: u32, out: &mut [u32], fout: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (r + 1) * 8 > out.len() || (r + 1) * cols > costs.len() || (r + 1) * cols > xs.len() || (r + 1) * 2 > fout.len() {
            return;
        }
        let row = &costs[r * cols..(r + 1) * cols];
        let xr = &xs[r * cols..(r + 1) * cols];
        // running sum under a budget: scan, then take_while
        let affordable = row
            .iter()
            .scan(0u32, |acc, &c| {
                *acc = acc.saturating_add(c);
                Some(*acc)
            })
            .take_while(|&total| total <= budget)
            .count();
        let spent = row.iter().scan(0u32, |acc, &c| { *acc = acc.saturating_add(c); Some(*acc) }).take_while(|&t| t <= budget).last().unwrap_or(0);
        // the closure's `None` ends the items (the rest are never looked at)
        let until_zero = row.iter().scan(1u32, |p, &c| if c == 0 { None } else { *p = p.wrapping_mul(c); Some(*p) }).count();
        let prod_until_zero = row.iter().scan(1u32, |p, &c| if c == 0 { None } else { *p = p.wrapping_mul(c); Some(*p) }).last().unwrap_or(0);
        // a state of two values, items of another type
        let parity = row.iter().scan((0u32, false), |s, &c| { s.0 += c & 1; s.1 = !s.1; Some(s.0 as u64 + s.1 as u64) }).fold(0u64, |a, v| a.wrapping_mul(3).wrapping_add(v));
        // skip_while: the predicate is not asked again after it first fails
        let nonzero_tail = row.iter().skip_while(|&&c| c == 0).count();
        let tail_sum: u32 = row.iter().skip_while(|&&c| c < 5).map(|&c| c).sum();
        let mut first_big = 0u32;
        for (k, &c) in row.iter().skip_while(|&&c| c % 2 == 0).enumerate() {
            if k == 1 {
                first_big = c;
            }
        }
        out[r * 8] = affordable as u32;
        out[r * 8 + 1] = spent;
        out[r * 8 + 2] = until_zero as u32;
        out[r * 8 + 3] = prod_until_zero;
        out[r * 8 + 4] = parity as u32;
        out[r * 8 + 5] = nonzero_tail as u32;
        out[r * 8 + 6] = tail_sum;
        out[r * 8 + 7] = first_big;
        // a float state: running maximum, summed
        let run_max: f32 = xr.iter().scan(f32::NEG_INFINITY, |m, &x| { *m = m.max(x); Some(*m) }).sum();
        let above = xr.iter().skip_while(|&&x| x < 0.0).fold(0.0f32, |a, &x| a + x);
        fout[r * 2] = run_max;
        fout[r * 2 + 1] = above;
    }
}
