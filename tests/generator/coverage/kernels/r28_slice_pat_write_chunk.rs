//! Red team 28: slice patterns writing the thread's own chunk `y.chunks_mut(3).nth(i)`: `[f, .., l]` (lengths 2, 3) and `[only]` (the last chunk of length 1). Docs: the writes index what rustc indexes (`len - 1` for `l`).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[inline(never)]
fn ends(s: &mut [u32], v: u32) {
    if let [.., a, b] = s { *a = v; *b = v + 1; } else if let [a] = s { *a = v * 2; }
}

rsgpu::kernel! {
    pub fn r28_slice_pat_write_chunk(x: &[u32], y: &mut [u32], w: &mut [u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let v = x[i] % 1000;
            if let Some(c) = y.chunks_mut(3).nth(i) {
                match c {
                    [f, .., l] => { *f = v + 1; *l = 7 + i as u32; }
                    [only] => { *only = 55 + v; }
                    [] => {}
                }
            }
        }
    }
}
