//! `&mut s[t]` handed to a device fn: the phase analysis cannot follow the
//! element into the callee, so the reference is rejected (a helper rustc
//! inlines at O3 is a plain `s[t] += 1` there, and accepted).
#![no_std]
use rsgpu::*;

#[inline(never)]
fn bump(v: &mut u32) {
    *v += 1;
}

rsgpu::kernel! {
    pub fn index_ref_to_call(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        bump(&mut s[t]);
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0222]: the reference a shared array's index returns is passed on
