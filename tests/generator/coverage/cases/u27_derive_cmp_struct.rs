use diff::*;
use kernel::u27_derive_cmp_struct;

fn main() {
    diff::main(|d| {
        for (rows, k) in [(1usize, 0usize), (5, 3), (60, 9)] {
            let s = from_fn(rows * k, |i| (hash(68, i) % 5) as f32 - 1.0);
            launch!(d, threads(rows.div_ceil(32), 32),
                    u27_derive_cmp_struct(scores = buf(s), k = val(k), best_id = buf_mut(zeros(rows)), best_score = buf_mut(zeros(rows)), ties = buf_mut(zeros(rows))));
        }
    });
}
