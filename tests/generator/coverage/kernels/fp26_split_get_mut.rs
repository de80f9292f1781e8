//! (fp26) `let (a, b) = y.split_at_mut(m)` with `m` a kernel parameter, then
//! `a.get_mut(i)` and `b.get_mut(i)`: each thread writes its own element of
//! each half (None past a half's end), and `b.get_mut(i)` of an empty tail.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn fp26_split_get_mut(x: &[u32], y: &mut [u32], m: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(5) % 1000;
        let m = m as usize;
        if m <= y.len() {
            let (a, b) = y.split_at_mut(m);
            if let Some(r) = a.get_mut(i) {
                *r = *r * 3 + v;
            }
            if let Some(r) = b.get_mut(i) {
                *r += v + 7;
            }
        }
    }
}
