//! S8_rt3_handle_struct_method_reads_neighbour with the barrier before the
//! method call: correct Rust, yet refused as the docs say. The handle is
//! stored in a plain struct whose `&self` method reads the array, and
//! docs/generator/error-codes.md RG0222 says a shared array "handed to a
//! function or stored where the phase analysis cannot follow it" is RG0222
//! (kernels.md: the phase analysis is per kernel). Was a twin
//! (`..._method_twin`, expected to translate); rewritten on gen-fp3 (README).
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
    pub fn handle_struct_method_after_barrier(x: &[f32], y: &mut [f32]) {
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
// CHECK: error[RG0222]: shared array `s` is stored where this pass cannot follow it
