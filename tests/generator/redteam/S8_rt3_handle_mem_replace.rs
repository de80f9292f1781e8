//! S8: `let old = core::mem::replace(&mut cur, a);` then `cur[(t + 1) % 128]`
//! — cur names A after the replace.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_mem_replace(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let mut cur = b;
        let _old = core::mem::replace(&mut cur, a);
        let r = cur[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// Refused as unsupported today (O0 RG0100 `mem::replace`, O3 RG0101
// PhantomData); the case guards against accepting it unproven.
// CHECK: error[RG0{{(10[0-2]|22[02])}}]:
