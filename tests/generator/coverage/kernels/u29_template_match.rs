//! 1-D template matching: thread i compares the pattern against `text[i..]` row by row of a 2-D pattern
//! (`rows x plen`), leaving both loops at the first mismatch with `break 'outer`; writes the matched length.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_template_match(text: &[u8], pat: &[u8], plen: usize, matched: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= matched.len() || plen == 0 {
            return;
        }
        let rows = pat.len() / plen;
        let mut count = 0u32;
        'outer: for r in 0..rows {
            for c in 0..plen {
                let Some(&t) = text.get(i + r * plen + c) else {
                    break 'outer;
                };
                if t != pat[r * plen + c] {
                    break 'outer;
                }
                count += 1;
            }
        }
        matched[i] = count;
    }
}
