//! S8 twin: one barrier copied into three arms (an outer and a nested thread-dependent branch); after the copies every thread writes only its own slot, inside the arms and after the joins, and neighbours are read only after the next barrier. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_nested_own_slots_twin(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t] = 2.0;
        } else {
            if t < 128 {
                v = 1.0;
                sync_threads();
            } else {
                sync_threads();
                v = 2.0;
            }
            s[t] = v;
        }
        s[t] += 1.0;
        sync_threads();
        v += s[(t + 1) % 1024];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @rt12_copies_nested_own_slots_twin(
