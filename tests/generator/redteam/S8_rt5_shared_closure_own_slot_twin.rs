//! Twin: the closure writes the thread's own slot `put(t, ..)` under `t < 128`,
//! barrier, then the neighbour's slot is read. Must translate (O3 does; O0:
//! RG0222, the handle captured by the closure).
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn shared_closure_own_slot_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t = thread_idx_x() as usize;
        let mut s = shared_array::<f32, 128>();
        {
            let mut put = |j: usize, v: f32| s[j] = v;
            if t < 128 { put(t, 1.0); }
        }
        sync_threads();
        let v = s[(t + 1) % 128];
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: kernel @shared_closure_own_slot_twin(
