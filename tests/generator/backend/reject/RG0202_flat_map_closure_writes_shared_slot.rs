//! Near miss of `flat_map` (branch it29): its closure captures the `&mut`
//! parameter and writes `out[0]`, one element every thread writes; the S5
//! analysis refuses the capture (a closure holding the `&mut` slice), as it
//! does for `map` and `scan`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flat_map_closure_writes_shared_slot(x: &[u32], out: &mut [u32]) {
        let n = x.len().min(8);
        let c: u32 = x[0..n].iter().flat_map(|&v| {
            if !out.is_empty() {
                out[0] = v;
            }
            [v, 1]
        }).sum();
        let _ = c;
    }
}
// CHECK: error[RG0202]: `out` is stored where this pass cannot follow it
