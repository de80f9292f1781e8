//! S5 misuse (red team 28): a device fn `fn head(s: &mut [f32], v: f32) { if let [f, ..] = s { *f = v } }` called with the whole `y` by every thread (all write y[0]). Docs (S5: the callee writes the parameter's element 0 for every thread): RG0201 or RG0203 naming `y` (RG0202 "cannot follow" counts as unsupported, README).
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[inline(never)]
fn head(s: &mut [f32], v: f32) { if let [f, ..] = s { *f = v; } }

rsgpu::kernel! {
    pub fn rt28_slice_pat_devfn_whole_param(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        head(y, x[i % x.len()]);
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
