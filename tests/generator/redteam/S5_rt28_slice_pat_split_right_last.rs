//! S5 misuse (red team 28): `let (_l, r) = y.split_at_mut(i); if let [.., l] = r { *l = .. }`: r's last element is y[len - 1] for every thread (r's length is len - i). Docs (S5; slice patterns counted from the end are `len - k` of the part): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_split_right_last(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i <= y.len() {
            let (_l, r) = y.split_at_mut(i);
            if let [.., l] = r { *l = x[0]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
