//! Red team 28: a device fn `ends(s: &mut [u32], v)` writing `[.., a, b]` (`len - 2`, `len - 1`) or `[a]` of the chunk it is handed (`w.chunks_mut(3).nth(i)`, lengths 1-3). Docs: a device fn's `&mut` slice parameter is the caller's own; rustc's indices.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[inline(never)]
fn ends(s: &mut [u32], v: u32) {
    if let [.., a, b] = s { *a = v; *b = v + 1; } else if let [a] = s { *a = v * 2; }
}

rsgpu::kernel! {
    pub fn r28_slice_pat_write_devfn(x: &[u32], y: &mut [u32], w: &mut [u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let v = x[i] % 1000;
            if let Some(c) = w.chunks_mut(3).nth(i) {
                ends(c, v);
            }
        }
    }
}
