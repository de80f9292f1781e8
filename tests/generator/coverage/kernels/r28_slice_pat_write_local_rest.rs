//! Red team 28: `[h, rest @ ..]` of a local array through `&mut` (`*h += rest.len()`, `rest[0] ^= 3`). Docs (rust-coverage.md: a slice pattern's `rest @ ..` is `rsgpu::rust::subslice_pat`): rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[inline(never)]
fn ends(s: &mut [u32], v: u32) {
    if let [.., a, b] = s { *a = v; *b = v + 1; } else if let [a] = s { *a = v * 2; }
}

rsgpu::kernel! {
    pub fn r28_slice_pat_write_local_rest(x: &[u32], y: &mut [u32], w: &mut [u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let v = x[i] % 1000;
            if i < z.len() {
                let mut a = [v, 1, 2];
                if let [h, rest @ ..] = &mut a { *h += rest.len() as u32; rest[0] ^= 3; }
                z[i] = a[0] * 1000000 + a[1] * 1000 + a[2];
            }
        }
    }
}
