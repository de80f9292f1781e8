//! Cumulative maximum per chunk of 8: thread c reads chunk c (`chunks(K).nth(c)`) and writes the running max
//! into its own chunk of the output (`chunks_mut(K).nth(c)`, `zip`); the last chunk may be short.
#![no_std]
use rsgpu::*;

const K: usize = 8;

rsgpu::kernel! {
    pub fn u29_cummax_chunk(x: &[i32], out: &mut [i32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (Some(src), Some(dst)) = (x.chunks(K).nth(c), out.chunks_mut(K).nth(c)) else {
            return;
        };
        let mut run = i32::MIN;
        for (o, &v) in dst.iter_mut().zip(src) {
            run = run.max(v);
            *o = run;
        }
    }
}
