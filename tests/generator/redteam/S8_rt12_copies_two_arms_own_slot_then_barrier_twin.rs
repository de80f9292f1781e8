//! S8 twin: one barrier copied into both arms of `t < 64`; after the copies each arm writes only the thread's own slot, and after the join a second barrier precedes a neighbour read. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_two_arms_own_slot_then_barrier_twin(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t] += 2.0;
        } else {
            sync_threads();
            v = s[t];
            s[t] = v + 1.0;
        }
        sync_threads();
        v += s[(t + 1) % 1024];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @rt12_copies_two_arms_own_slot_then_barrier_twin(
