//! S6 + S5 parts: a closure capturing the thread's own chunk of 2, called
//! with an index `k` it is passed (a kernel parameter, 2 at launch): `c[2]`
//! is the next thread's element. Rust's bounds check must stay: DevicePanic
//! "the len is 2 but the index is 2".
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_chunk_index_past_chunk(y: &mut [f32], k: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            let mut put = |j: usize, v: f32| {
                c[j] = v;
            };
            put(k, 1.0);
        }
    }
}
