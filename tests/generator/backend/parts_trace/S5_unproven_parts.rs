//! S5, defence in depth (docs/emulator.md, "Generated parts"): kernels whose
//! `&mut` parts overlap, translated with the testing-only hook
//! RSGPU_GEN_TEST_SKIP_S5_PROOF=1 (the S5 part proof's overlap checks
//! skipped, docs/generator/cli.md) and run on the emulator by
//! S5_unproven_parts.main.cpp, which expects racecheck to name both threads
//! and the element. Without the hook rsgpu-gen rejects the first three
//! (RG0201: tests/generator/redteam/S5_rt5_*).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    // red team 5's nested split: `b[i]` is y[2m + i], `hi[i]` is y[m + i];
    // threads i and i + m both write y[2m + i] (parts as SliceMutRef)
    pub fn nested_split(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        {
            let (_a, b) = hi.split_at_mut(m);
            if i < b.len() {
                b[i] = i as f32;
            }
        }
        if i < hi.len() {
            hi[i] = 1000.0 + i as f32;
        }
    }
}

rsgpu::kernel! {
    // a one-element part of the tail (a raw pointer at O3), then the
    // parameter's own element: thread i writes y[m + i], thread i + m y[i + m]
    pub fn tail_part_then_parent(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if let Some(p) = hi.get_mut(i..i + 1) {
                p[0] = 1.0;
            }
        }
        if i < y.len() {
            y[i] = 2.0;
        }
    }
}

rsgpu::kernel! {
    // chunk i of the tail walked with iter_mut (raw element pointers), then
    // chunk i of `y`: thread i's first chunk is thread i + m / 2's second
    pub fn tail_chunks_then_parent_chunks(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if let Some(c) = hi.chunks_mut(2).nth(i) {
                for v in c.iter_mut() {
                    *v += 1.0;
                }
            }
        }
        if let Some(c) = y.chunks_mut(2).nth(i) {
            c[0] = 2.0;
        }
    }
}

rsgpu::kernel! {
    // the twin: the second split is of `y` at 2m, thread i writes b[i] and
    // nothing else: disjoint, runs clean
    pub fn nested_split_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, b) = y.split_at_mut(2 * m);
        if i < b.len() {
            b[i] = i as f32;
        }
    }
}
