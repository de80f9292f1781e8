//! S6 + S5 parts: `y.chunks_mut(4).nth(i)` and a write to each of `c[0..4]`
//! (a constant loop): the last chunk of a `y` whose length is not a multiple
//! of 4 is shorter (`chunks_mut`, not `chunks_exact_mut`), so `c[k]` must keep
//! Rust's bounds check. Driver: y of 10 elements, 3 threads: thread 2's chunk
//! has len 2, `c[2]` must panic ("index out of bounds: the len is 2 but the
//! index is 2", at a `.mir:` line: Rust's own check kept, not dropped by a
//! false S6 proof that a chunk is 4 long).
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn last_chunk_shorter_write(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            for k in 0..4 {
                c[k] = (i * 4 + k) as f32;
            }
        }
    }
}
