//! S8: a closure `|k| s[k]` captures the shared array; it reads the
//! neighbour's slot in the phase that writes it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_closure_reads_neighbour(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        let get = |k: usize| s[k];
        let r = get((t + 1) % 128);
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
