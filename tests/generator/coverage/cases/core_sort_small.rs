use diff::*;
use kernel::core_sort_small;

fn main() {
    diff::main(|d| {
        for (n, block) in [(20usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    core_sort_small(x = buf(from_fn(n, |i| match hash(2911, i) % 6 { 0 => 0.0f32, 1 => -0.0, 2 => 1.5, 3 => -1.5, 4 => 2.0, _ => (hash(2912, i) % 100) as f32 })),
                                    k = buf(from_fn(n, |i| (hash(2913, i) % 50) as u32)),
                                    bits = buf_mut(zeros(n)), keys = buf_mut(zeros(n)), calls = buf_mut(zeros(n))));
        }
    });
}
