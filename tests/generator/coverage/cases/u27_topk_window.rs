use diff::*;
use kernel::u27_topk_window;

fn main() {
    diff::main(|d| {
        for n in [8usize, 9, 300] {
            let m = n - 7;
            launch!(d, threads(m.div_ceil(64), 64),
                    u27_topk_window(x = buf(floats(n, 36)), out = buf_mut(zeros(3 * m))));
        }
    });
}
