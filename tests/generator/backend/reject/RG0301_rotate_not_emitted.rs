//! An operation the IR knows but the emitter does not lower yet (bit
//! rotation): RG0301 naming the call, never a guess.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rotate_not_emitted(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = x[i].rotate_left(3);
        }
    }
}
// CHECK: error[RG0301]: cannot emit the call `bit.rotl` yet
