//! Cross-entropy loss per row (one thread per row): log-sum-exp with `fold(f32::NEG_INFINITY, f32::max)`,
//! `map(..).sum::<f32>()`, the label's logit through `get(..)` + `ok_or` + `?` in a helper returning `Result`.
#![no_std]
use rsgpu::math::{expf, logf};
use rsgpu::*;

#[derive(Clone, Copy)]
enum LossError {
    BadLabel,
}

fn row_loss(row: &[f32], label: u32) -> Result<f32, LossError> {
    let target = *row.get(label as usize).ok_or(LossError::BadLabel)?;
    let m = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let s: f32 = row.iter().map(|&z| expf(z - m)).sum();
    Ok(m + logf(s) - target)
}

rsgpu::kernel! {
    pub fn u29_cross_entropy(logits: &[f32], labels: &[u32], classes: usize, loss: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r >= loss.len() || r >= labels.len() || classes == 0 {
            return;
        }
        let Some(row) = logits.chunks_exact(classes).nth(r) else {
            return;
        };
        loss[r] = match row_loss(row, labels[r]) {
            Ok(l) => l,
            Err(LossError::BadLabel) => -1.0,
        };
    }
}
