//! A shared array handed to a function: the phase analysis works within one
//! kernel, so RG0222.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn fill(s: &SharedArray<u32, 64>, t: usize) {
    s.set(t, 1);
}

rsgpu::kernel! {
    pub fn shared_to_call(y: &mut [u32]) {
        let s = shared_array::<u32, 64>();
        let t = thread_idx_x() as usize;
        fill(&s, t);
        sync_threads();
        if t < y.len() {
            y[t] = s.get(t);
        }
    }
}
// CHECK: error[RG0222]: shared array `s` is passed to `{{.*}}fill`
