//! Near miss of `scan` (branch it28): its closure captures the `&mut`
//! parameter and writes `out[0]`, one element every thread writes; the S5
//! analysis refuses the capture (a closure holding the `&mut` slice), as it
//! does for `map`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan_closure_writes_shared_slot(x: &[u32], out: &mut [u32]) {
        let n = x.len().min(8);
        let c = x[0..n].iter().scan(0u32, |s, &v| {
            *s += v;
            if !out.is_empty() {
                out[0] = *s;
            }
            Some(*s)
        }).count();
        let _ = c;
    }
}
// CHECK: error[RG0202]: `out` is stored where this pass cannot follow it
