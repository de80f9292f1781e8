//! Twin of S8_rt3_handle_struct_method_reads_neighbour with the barrier
//! before the method call. Must translate.
#![no_std]
use rsgpu::*;

struct Ring {
    s: SharedArray<f32, 128>,
}

impl Ring {
    fn next_of(&self, t: usize) -> f32 {
        self.s[(t + 1) % 128]
    }
}

rsgpu::kernel! {
    pub fn handle_struct_method_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        sync_threads();
        let ring = Ring { s };
        let r = ring.next_of(t);
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: kernel @handle_struct_method_twin(
