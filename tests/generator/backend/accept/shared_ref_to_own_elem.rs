//! Accepted (branch gen-proofs): a shared reference to the thread's own
//! element of a `&mut` slice parameter, handed to a helper (`twice(&y[i])`)
//! or taken by a `&self` method (`ps[i].get()`). The borrow is a read of
//! `y[i]`, proven the thread's own like any access (S5); the proof is
//! recorded for the borrow so the element's address is taken (was RG0301
//! "cannot emit a write the S5 analysis did not prove unique yet"). Near
//! misses: reject/RG0201_shared_ref_to_*.
#![no_std]
use rsgpu::*;

fn twice(v: &f32) -> f32 {
    *v * 2.0
}

rsgpu::gpu_struct! {
    pub struct P {
        pub x: f32,
    }
}

impl P {
    fn get(&self) -> f32 {
        self.x
    }
}

rsgpu::kernel! {
    pub fn shared_ref_helper(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = twice(&y[i]);
        }
    }
}

rsgpu::kernel! {
    pub fn shared_ref_method(ps: &mut [P], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < ps.len() && i < out.len() {
            ps[i].x += 1.0;
            out[i] = ps[i].get();
        }
    }
}
// CHECK: kernel @shared_ref_helper(
// CHECK: kernel @shared_ref_method(
