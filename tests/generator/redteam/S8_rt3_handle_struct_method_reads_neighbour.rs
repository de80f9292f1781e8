//! S8: a struct holding a handle, with a `&self` method that reads the
//! neighbour slot; called in the phase that wrote the own slot (no barrier).
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
    pub fn handle_struct_method_reads_neighbour(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        let ring = Ring { s };
        let r = ring.next_of(t);
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
