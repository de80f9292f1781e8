//! S5: `chunks_mut(4).nth(k)` with a chunk index that is not the thread's own:
//! threads 2k and 2k+1 take one chunk and both write it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_mut_chunk_not_from_thread(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(chunk) = y.chunks_mut(4).nth(i / 2) {
            for v in chunk.iter_mut() {
                *v += 1.0;
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// The diagnostic or its note names the `&mut` parameter:
// CHECK: {{`y`|`y\[}}
