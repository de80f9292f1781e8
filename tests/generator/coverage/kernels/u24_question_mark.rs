//! `?` on `Option` in a helper, `ok_or` + `?` on `Result`, `unwrap_or_else`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Fail {
    OutOfRange,
    Overflow,
}

fn pair_sum(x: &[u32], i: usize, j: usize) -> Option<u32> {
    let a = *x.get(i)?;
    let b = *x.get(j)?;
    a.checked_add(b)
}

fn scaled(x: &[u32], i: usize, k: u32) -> Result<u32, Fail> {
    let s = pair_sum(x, i, i + 3).ok_or(Fail::OutOfRange)?;
    let v = s.checked_mul(k).ok_or(Fail::Overflow)?;
    Ok(v + 1)
}

rsgpu::kernel! {
    pub fn u24_question_mark(x: &[u32], k: u32, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = scaled(x, i, k).unwrap_or_else(|e| match e {
                Fail::OutOfRange => 7,
                Fail::Overflow => 9,
            });
        }
    }
}
