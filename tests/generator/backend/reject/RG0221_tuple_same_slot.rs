//! Shared arrays bound through a tuple are checked like any other: every
//! thread writing slot 0 of `b` collides. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tuple_same_slot(output: &mut [u32]) {
        let (a, b) = (shared_array::<u32, 64>(), shared_array::<u32, 64>());
        let t = thread_idx_x() as usize;
        if t < 64 {
            a.set(t, 1);
            b.set(0, t as u32);
        }
        sync_threads();
        if t < output.len() && t < 64 {
            output[t] = a.get(t) + b.get(0);
        }
    }
}
// CHECK: error[RG0221]: write to `b[0{{.*}}]` may collide with the same write by another thread in one barrier phase
