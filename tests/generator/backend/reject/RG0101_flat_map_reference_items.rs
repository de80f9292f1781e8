//! Near miss of `flat_map` (branch it29): its closure returns an array of
//! references (`[&u32; 2]`), not of values: the items would be references
//! into the slice the analyses do not follow through the adapter, so refused.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flat_map_reference_items(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len();
        let c: u32 = x.iter().flat_map(|v| [v, &x[n - 1]]).copied().sum();
        if i < out.len() {
            out[i] = c;
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only with a closure returning an array of values
