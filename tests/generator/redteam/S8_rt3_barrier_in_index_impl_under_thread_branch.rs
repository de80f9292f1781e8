//! S8: a plain struct whose `Index` impl runs a barrier, indexed under `if t < 16`.
#![no_std]
use rsgpu::*;

struct Grid {
    v: [f32; 2],
}

impl core::ops::Index<usize> for Grid {
    type Output = f32;
    fn index(&self, k: usize) -> &f32 {
        sync_threads();
        &self.v[k]
    }
}

rsgpu::kernel! {
    pub fn barrier_in_index_impl_under_thread_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let g = Grid { v: [1.0, 2.0] };
        let mut r = 0.0f32;
        if t < 16 {
            r = g[1];
        }
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG0210]:
