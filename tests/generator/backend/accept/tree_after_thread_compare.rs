//! Accepted (branch gen-proofs): the shared-memory tree reduction when the
//! thread id was compared with another bound before the tree (`let v = if t
//! < n {..}`, `if i < x.len()` with `let i = t`, the bounds check of
//! `x.get(i)`), and the tree driven at opt-level 3 by `1 << shift` of a
//! `(0..8).rev()` loop or by the items of a literal array. The tree rule
//! needs `t < stride` on every path to the guarded accesses; a comparison
//! of `t` with another bound is neither that guard nor in its way. Near
//! misses: reject/RG0220_tree_after_compare_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_value_select(n: usize, out: &mut [f32]) {
        let s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let v = if t < n { 1.0 } else { 0.0 };
        s.set(t, v);
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            if t < stride {
                s.set(t, s.get(t) + s.get(t + stride));
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            out[block_idx_x() as usize] = s.get(0);
        }
    }
}

rsgpu::kernel! {
    pub fn tree_index_copy(input: &[f32], partial: &mut [f32]) {
        let tile = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = t;
        tile.set(t, if i < input.len() { input[i] } else { 0.0 });
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            if t < stride {
                tile.set(t, tile.get(t) + tile.get(t + stride));
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = tile.get(0);
        }
    }
}

rsgpu::kernel! {
    pub fn tree_shift_rev(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x.get(i).copied().unwrap_or(0.0);
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}

rsgpu::kernel! {
    pub fn tree_array_items(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        s[t] = x.len() as f32;
        sync_threads();
        for stride in [128usize, 64, 32, 16, 8, 4, 2, 1] {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            out[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_value_select(
// CHECK: kernel @tree_index_copy(
// CHECK: kernel @tree_shift_rev(
// CHECK: kernel @tree_array_items(
